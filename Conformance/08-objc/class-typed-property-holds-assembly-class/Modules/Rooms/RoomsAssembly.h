//
//  RoomsAssembly.h
//  Innkeep
//

#import <UIKit/UIKit.h>

#import "INNModuleAssembly.h"

@interface RoomsAssembly : NSObject <INNModuleAssembly>

@end
