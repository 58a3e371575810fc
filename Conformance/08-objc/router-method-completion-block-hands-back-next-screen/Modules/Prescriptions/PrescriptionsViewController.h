//
//  PrescriptionsViewController.h
//  Dispensary
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PrescriptionsViewInput <NSObject>
- (void)showPrescriptionNames:(NSArray<NSString *> *)names;
@end

@protocol PrescriptionsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectPrescriptionAtIndex:(NSInteger)index;
@end

@interface PrescriptionsViewController : UITableViewController <PrescriptionsViewInput>

@property (nonatomic, strong) id<PrescriptionsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
