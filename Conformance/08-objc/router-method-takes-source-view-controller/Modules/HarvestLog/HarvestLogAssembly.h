//
//  HarvestLogAssembly.h
//  Sprout
//

#import <UIKit/UIKit.h>

@interface HarvestLogAssembly : NSObject

+ (UIViewController *)buildModule;

@end
