//
//  RouteLogAssembly.h
//  Crux
//

#import <UIKit/UIKit.h>

@interface RouteLogAssembly : NSObject

+ (UIViewController *)buildModule;

@end
