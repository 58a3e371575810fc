//
//  WateringScheduleRouter.h
//  Sprout
//

#import <UIKit/UIKit.h>

@protocol WateringScheduleRouterInput <NSObject>
- (void)closeSchedule;
@end

@interface WateringScheduleRouter : NSObject <WateringScheduleRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
