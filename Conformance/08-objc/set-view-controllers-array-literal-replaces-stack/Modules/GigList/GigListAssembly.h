//
//  GigListAssembly.h
//  Encore
//

#import <UIKit/UIKit.h>

@interface GigListAssembly : NSObject

+ (UIViewController *)buildModule;

@end
