//
//  DonorPrepViewController.h
//  Dropline
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol DonorPrepViewInput <NSObject>
- (void)showTips:(NSArray<NSString *> *)tips forSlot:(NSString *)slot;
@end

@protocol DonorPrepViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface DonorPrepViewController : UITableViewController <DonorPrepViewInput>

@property (nonatomic, strong) id<DonorPrepViewOutput> output;

@end

NS_ASSUME_NONNULL_END
