//
//  TransferReceiptAssembly.h
//  Remit
//

#import <UIKit/UIKit.h>

@interface TransferReceiptAssembly : NSObject

+ (UIViewController *)buildModuleWithAmount:(NSString *)amount;

@end
