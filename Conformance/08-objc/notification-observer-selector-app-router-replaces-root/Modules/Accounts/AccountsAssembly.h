//
//  AccountsAssembly.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

@interface AccountsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
