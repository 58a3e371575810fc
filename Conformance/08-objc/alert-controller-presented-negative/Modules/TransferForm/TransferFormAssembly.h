//
//  TransferFormAssembly.h
//  Remit
//

#import <UIKit/UIKit.h>

@interface TransferFormAssembly : NSObject

+ (UIViewController *)buildModule;

@end
