//
//  WineDetailViewController.h
//  Corkboard
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WineDetailViewInput <NSObject>
- (void)showName:(NSString *)name vintageText:(NSString *)vintageText region:(NSString *)region;
- (void)showTastingNotes:(NSString *)notes;
@end

@protocol WineDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface WineDetailViewController : UIViewController <WineDetailViewInput>

@property (nonatomic, strong) id<WineDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
