//
//  PlantCareAssembly.h
//  Greenhouse
//

#import <Foundation/Foundation.h>

@class PlantCareViewController;

@interface PlantCareAssembly : NSObject

+ (void)assembleModuleWithView:(PlantCareViewController *)view;

@end
