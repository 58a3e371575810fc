#import <UIKit/UIKit.h>

@interface ParkingMeterRouter : NSObject

@property (nonatomic, weak) UIViewController *viewController;

- (void)presentHelpForZone:(NSString *)zone;

@end
