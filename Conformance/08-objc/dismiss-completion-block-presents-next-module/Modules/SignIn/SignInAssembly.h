//
//  SignInAssembly.h
//  Mise
//

#import <UIKit/UIKit.h>

@interface SignInAssembly : NSObject

+ (UIViewController *)buildModule;

@end
