//
//  SignInAssembly.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

@interface SignInAssembly : NSObject

+ (UIViewController *)buildModule;

@end
