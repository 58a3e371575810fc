//
//  WateringSchedulePresenter.h
//  Sprout
//

#import <Foundation/Foundation.h>

#import "WateringScheduleViewController.h"
#import "WateringScheduleRouter.h"

@interface WateringSchedulePresenter : NSObject <WateringScheduleViewOutput>

@property (nonatomic, weak) id<WateringScheduleViewInput> view;
@property (nonatomic, strong) id<WateringScheduleRouterInput> router;

@end
