//
// PinBoard-Bridging-Header.h: the Objective-C the Swift module sees.
//

#import "PBDAboutWireframe.h"
#import "PBDPinStore.h"
