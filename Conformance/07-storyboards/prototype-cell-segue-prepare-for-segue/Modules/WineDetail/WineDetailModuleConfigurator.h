//
//  WineDetailModuleConfigurator.h
//  Corkboard
//

#import <UIKit/UIKit.h>

@interface WineDetailModuleConfigurator : NSObject

- (void)configureModuleForViewInput:(UIViewController *)viewInput;

@end
