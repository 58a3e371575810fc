//
//  RoomDetailAssembly.h
//  Innkeep
//

#import <UIKit/UIKit.h>

#import "INNModuleAssembly.h"

@interface RoomDetailAssembly : NSObject <INNModuleAssembly>

@end
