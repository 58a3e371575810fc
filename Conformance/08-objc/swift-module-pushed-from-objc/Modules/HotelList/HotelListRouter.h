//
//  HotelListRouter.h
//  Staybook
//

#import <UIKit/UIKit.h>

@protocol HotelListRouterInput <NSObject>
- (void)openBookingForHotel:(NSString *)hotelName;
@end

@interface HotelListRouter : NSObject <HotelListRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
