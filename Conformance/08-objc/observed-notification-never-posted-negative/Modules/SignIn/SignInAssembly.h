//
//  SignInAssembly.h
//  Folio
//

#import <UIKit/UIKit.h>

@interface SignInAssembly : NSObject

+ (UIViewController *)buildModule;

@end
