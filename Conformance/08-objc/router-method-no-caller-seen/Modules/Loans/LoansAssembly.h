//
//  LoansAssembly.h
//  Stacks
//

#import <UIKit/UIKit.h>

@interface LoansAssembly : NSObject

+ (UIViewController *)buildModule;

@end
