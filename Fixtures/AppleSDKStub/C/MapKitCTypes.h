// MapKit's C value types used in its classes and delegate signatures, as Apple's MKGeometry.h
// declares them.

#include "CoreLocationCTypes.h"

typedef struct MKCoordinateSpan {
    CLLocationDegrees latitudeDelta;
    CLLocationDegrees longitudeDelta;
} MKCoordinateSpan;

typedef struct MKCoordinateRegion {
    CLLocationCoordinate2D center;
    MKCoordinateSpan span;
} MKCoordinateRegion;
