//
//  PlantListRouter.h
//  Greenhouse
//

#import <UIKit/UIKit.h>

@protocol PlantListRouterInput <NSObject>
- (void)openCareGuide;
@end

@interface PlantListRouter : NSObject <PlantListRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
