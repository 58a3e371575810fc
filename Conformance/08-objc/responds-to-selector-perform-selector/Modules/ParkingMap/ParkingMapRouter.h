//
//  ParkingMapRouter.h
//  ParkEasy
//

#import <UIKit/UIKit.h>

@protocol ParkingMapRouterInput <NSObject>
@optional
- (void)openSpotWithIdentifier:(NSString *)spotIdentifier;
@end

@interface ParkingMapRouter : NSObject <ParkingMapRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
