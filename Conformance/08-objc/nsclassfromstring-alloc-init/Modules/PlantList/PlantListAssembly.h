//
//  PlantListAssembly.h
//  Greenhouse
//

#import <UIKit/UIKit.h>

@interface PlantListAssembly : NSObject

+ (UIViewController *)buildModule;

@end
