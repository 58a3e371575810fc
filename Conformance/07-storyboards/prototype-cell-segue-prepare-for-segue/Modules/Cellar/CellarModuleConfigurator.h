//
//  CellarModuleConfigurator.h
//  Corkboard
//

#import <UIKit/UIKit.h>

@interface CellarModuleConfigurator : NSObject

- (void)configureModuleForViewInput:(UIViewController *)viewInput;

@end
