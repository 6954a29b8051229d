// UIKit's C value types used in its classes and delegate signatures, as Apple's headers declare
// them (`CGFloat` fields are `double`, as in CoreGraphics.h here).

typedef struct UIEdgeInsets {
    double top;
    double left;
    double bottom;
    double right;
} UIEdgeInsets;

// Option sets as UIKit's headers declare them with NS_OPTIONS (a flag enum of open
// extensibility), which Swift imports as `OptionSet` structs.

typedef enum __attribute__((flag_enum, enum_extensibility(open))) UIInterfaceOrientationMask : unsigned long {
    UIInterfaceOrientationMaskPortrait = 1 << 1,
    UIInterfaceOrientationMaskLandscapeLeft = 1 << 4,
    UIInterfaceOrientationMaskLandscapeRight = 1 << 3,
    UIInterfaceOrientationMaskPortraitUpsideDown = 1 << 2,
    UIInterfaceOrientationMaskLandscape = (1 << 4) | (1 << 3),
    UIInterfaceOrientationMaskAll = (1 << 1) | (1 << 4) | (1 << 3) | (1 << 2),
    UIInterfaceOrientationMaskAllButUpsideDown = (1 << 1) | (1 << 4) | (1 << 3),
} UIInterfaceOrientationMask;

typedef enum __attribute__((flag_enum, enum_extensibility(open))) NSTextStorageEditActions : unsigned long {
    NSTextStorageEditedAttributes = 1 << 0,
    NSTextStorageEditedCharacters = 1 << 1,
} NSTextStorageEditActions;
