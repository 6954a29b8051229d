// Foundation's C value types used in delegate signatures, as Apple's headers declare them.

typedef unsigned long NSUInteger;
typedef long NSInteger;

typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;

typedef double NSTimeInterval;
