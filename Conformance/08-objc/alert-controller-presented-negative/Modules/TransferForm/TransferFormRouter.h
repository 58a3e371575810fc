//
//  TransferFormRouter.h
//  Remit
//

#import <UIKit/UIKit.h>

@protocol TransferFormRouterInput <NSObject>
- (void)openReceiptForAmount:(NSString *)amount;
- (void)showLimitExceededAlert;
@end

@interface TransferFormRouter : NSObject <TransferFormRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
