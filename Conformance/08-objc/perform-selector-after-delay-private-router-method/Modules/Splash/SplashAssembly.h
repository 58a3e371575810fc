//
//  SplashAssembly.h
//  Nimbus
//

#import <UIKit/UIKit.h>

@interface SplashAssembly : NSObject

+ (UIViewController *)buildModule;

@end
