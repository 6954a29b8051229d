// Every function of this target is `static inline` in its header; SwiftPM needs one source file.
#include "ReactiveRuntimeAtomics.h"
