// CoreLocation's C value types used in delegate signatures, as Apple's headers declare them.

typedef double CLLocationDegrees;

typedef struct CLLocationCoordinate2D {
    CLLocationDegrees latitude;
    CLLocationDegrees longitude;
} CLLocationCoordinate2D;
