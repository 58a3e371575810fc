//
//  RadarViewController.h
//  Nimbus
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RadarViewInput <NSObject>
- (void)showRadarTitle:(NSString *)title imageName:(NSString *)imageName;
@end

@protocol RadarViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface RadarViewController : UIViewController <RadarViewInput>

@property (nonatomic, strong) id<RadarViewOutput> output;

@end

NS_ASSUME_NONNULL_END
