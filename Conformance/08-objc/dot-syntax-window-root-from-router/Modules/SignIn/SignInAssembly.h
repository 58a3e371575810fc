//
//  SignInAssembly.h
//  Ledger
//

#import <UIKit/UIKit.h>

@interface SignInAssembly : NSObject

+ (UIViewController *)buildModule;

@end
