//
//  AccountsAssembly.h
//  Ledger
//

#import <UIKit/UIKit.h>

@interface AccountsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
