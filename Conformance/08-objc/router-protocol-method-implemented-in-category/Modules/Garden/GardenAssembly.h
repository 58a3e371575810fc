//
//  GardenAssembly.h
//  Sprout
//

#import <UIKit/UIKit.h>

@interface GardenAssembly : NSObject

+ (UIViewController *)buildModule;

@end
