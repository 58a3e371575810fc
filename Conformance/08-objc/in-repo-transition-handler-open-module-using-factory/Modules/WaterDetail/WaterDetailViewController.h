//
//  WaterDetailViewController.h
//  Reelmark
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WaterDetailViewInput <NSObject>
- (void)showTitle:(NSString *)title rules:(NSString *)rules;
@end

@protocol WaterDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapLogCatch;
@end

@interface WaterDetailViewController : UIViewController <WaterDetailViewInput>

@property (nonatomic, strong) id<WaterDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
