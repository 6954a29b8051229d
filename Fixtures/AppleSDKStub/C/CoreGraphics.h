// CoreGraphics: the C geometry types UIKit's delegate protocols take, declared as Apple's headers
// declare them, so that Swift imports them as C structs (representable in Objective-C). Swift maps
// a C typedef named `CGFloat` to a Swift type of the CoreGraphics overlay, which this stub does not
// have: the fields are `double` here and the stub Foundation declares `CGFloat` as `Double`.

typedef struct CGPoint {
    double x;
    double y;
} CGPoint;

typedef struct CGSize {
    double width;
    double height;
} CGSize;

typedef struct CGVector {
    double dx;
    double dy;
} CGVector;

typedef struct CGRect {
    CGPoint origin;
    CGSize size;
} CGRect;
