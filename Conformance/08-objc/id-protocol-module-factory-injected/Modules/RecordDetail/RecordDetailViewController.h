//
//  RecordDetailViewController.h
//  Groove
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RecordDetailViewInput <NSObject>
- (void)showTitle:(NSString *)title artist:(NSString *)artist priceText:(NSString *)priceText;
@end

@protocol RecordDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface RecordDetailViewController : UIViewController <RecordDetailViewInput>

@property (nonatomic, strong) id<RecordDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
