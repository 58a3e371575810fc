//
//  VaccinationsAssembly.h
//  Pawprint
//

#import <UIKit/UIKit.h>

@interface VaccinationsAssembly : NSObject

+ (UIViewController *)buildModuleWithPetName:(NSString *)petName;

@end
