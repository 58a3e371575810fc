//
//  PlantDetailAssembly.h
//  Sprout
//

#import <UIKit/UIKit.h>

@interface PlantDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithPlantName:(NSString *)plantName;

@end
