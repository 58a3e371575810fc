//
//  TripListRouter.h
//  Wanderlust
//

#import <UIKit/UIKit.h>

@protocol TripListRouterInput <NSObject>
@property (nonatomic, copy, nullable) NSString *displayedTripName;
@end

@interface TripListRouter : NSObject <TripListRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
