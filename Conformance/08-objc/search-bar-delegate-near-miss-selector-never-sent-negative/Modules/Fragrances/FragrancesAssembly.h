//
//  FragrancesAssembly.h
//  Sillage
//

#import <UIKit/UIKit.h>
#import "FragrancesModuleOutput.h"

@interface FragrancesAssembly : NSObject

+ (UIViewController *)buildModuleWithOutput:(id<FragrancesModuleOutput>)output;

@end
