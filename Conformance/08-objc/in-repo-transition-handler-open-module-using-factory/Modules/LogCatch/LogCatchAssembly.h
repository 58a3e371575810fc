//
//  LogCatchAssembly.h
//  Reelmark
//

#import <UIKit/UIKit.h>

@interface LogCatchAssembly : NSObject

+ (UIViewController *)assembleModuleWithWaterIdentifier:(NSString *)identifier;

@end
