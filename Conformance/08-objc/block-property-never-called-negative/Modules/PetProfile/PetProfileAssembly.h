//
//  PetProfileAssembly.h
//  Pawprint
//

#import <UIKit/UIKit.h>

@interface PetProfileAssembly : NSObject

+ (UIViewController *)buildModuleWithPetName:(NSString *)petName;

@end
