//
//  PlantCareViewController.h
//  Greenhouse
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PlantCareViewInput <NSObject>
- (void)showTips:(NSArray<NSString *> *)tips;
@end

@protocol PlantCareViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface PlantCareViewController : UITableViewController <PlantCareViewInput>

@property (nonatomic, strong) id<PlantCareViewOutput> output;

@end

NS_ASSUME_NONNULL_END
