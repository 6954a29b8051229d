// AppKit's C value types used in its classes and delegate signatures, as Apple's headers declare
// them. Option sets are NS_OPTIONS enums (a flag enum of open extensibility), which Swift imports
// as `OptionSet` structs that Objective-C can represent.

typedef enum __attribute__((flag_enum, enum_extensibility(open))) NSDragOperation : unsigned long {
    NSDragOperationCopy = 1,
    NSDragOperationLink = 2,
    NSDragOperationGeneric = 4,
    NSDragOperationPrivate = 8,
    NSDragOperationMove = 16,
    NSDragOperationDelete = 32,
} NSDragOperation;

typedef enum __attribute__((flag_enum, enum_extensibility(open))) NSEventModifierFlags : unsigned long {
    NSEventModifierFlagCapsLock = 1 << 16,
    NSEventModifierFlagShift = 1 << 17,
    NSEventModifierFlagControl = 1 << 18,
    NSEventModifierFlagOption = 1 << 19,
    NSEventModifierFlagCommand = 1 << 20,
} NSEventModifierFlags;
