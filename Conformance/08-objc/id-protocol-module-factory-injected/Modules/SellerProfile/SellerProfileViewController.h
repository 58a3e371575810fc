//
//  SellerProfileViewController.h
//  Groove
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SellerProfileViewInput <NSObject>
- (void)showSellerName:(NSString *)sellerName;
@end

@protocol SellerProfileViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapDone;
@end

@interface SellerProfileViewController : UIViewController <SellerProfileViewInput>

@property (nonatomic, strong) id<SellerProfileViewOutput> output;

@end

NS_ASSUME_NONNULL_END
