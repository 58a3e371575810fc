//
//  VaccinationsViewController.h
//  Pawprint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol VaccinationsViewInput <NSObject>
- (void)showShots:(NSArray<NSString *> *)shots;
@end

@protocol VaccinationsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface VaccinationsViewController : UITableViewController <VaccinationsViewInput>

@property (nonatomic, strong) id<VaccinationsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
