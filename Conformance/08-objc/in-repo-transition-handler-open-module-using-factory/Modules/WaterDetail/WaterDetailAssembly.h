//
//  WaterDetailAssembly.h
//  Reelmark
//

#import <UIKit/UIKit.h>

@interface WaterDetailAssembly : NSObject

+ (UIViewController *)assembleModuleWithWaterIdentifier:(NSString *)identifier;

@end
