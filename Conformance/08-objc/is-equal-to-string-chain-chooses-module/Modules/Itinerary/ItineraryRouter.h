//
//  ItineraryRouter.h
//  Waypoint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ItineraryRouterInput <NSObject>
- (void)openBookingOfType:(NSString *)type identifier:(NSString *)identifier;
@end

@interface ItineraryRouter : NSObject <ItineraryRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end

NS_ASSUME_NONNULL_END
