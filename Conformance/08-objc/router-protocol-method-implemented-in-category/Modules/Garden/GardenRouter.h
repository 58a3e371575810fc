//
//  GardenRouter.h
//  Sprout
//

#import <UIKit/UIKit.h>

@protocol GardenRouterInput <NSObject>
- (void)openPlantDetailWithName:(NSString *)plantName;
- (void)openWateringSchedule;
@end

@interface GardenRouter : NSObject <GardenRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
