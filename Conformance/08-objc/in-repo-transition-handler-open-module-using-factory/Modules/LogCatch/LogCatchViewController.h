//
//  LogCatchViewController.h
//  Reelmark
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol LogCatchViewInput <NSObject>
- (void)showWaterName:(NSString *)name;
@end

@protocol LogCatchViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapSaveWithSpecies:(NSString *)species weight:(NSString *)weight;
- (void)didTapCancel;
@end

@interface LogCatchViewController : UIViewController <LogCatchViewInput>

@property (nonatomic, strong) id<LogCatchViewOutput> output;

@end

NS_ASSUME_NONNULL_END
